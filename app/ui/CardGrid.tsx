// A list of cards (`card-grid`), one item a card, and a section of one labelled by its heading.
import type { Key, ReactNode } from "react";

type Cards<T> = { items: readonly T[]; card: (item: T) => ReactNode };

export function CardGrid<T extends { id: Key }>({ items, card, className }: Cards<T> & { className?: string }) {
  return (
    <ul className={className ? `card-grid ${className}` : "card-grid"}>
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}

/** Nothing without cards; `id` names the heading that labels the section; `more` is a paragraph after the cards (a link to all of them). */
export function CardSection<T extends { id: Key }>({
  id,
  title,
  className,
  more,
  ...cards
}: Cards<T> & { id: string; title: string; className: string; more?: ReactNode }) {
  if (!cards.items.length) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <CardGrid {...cards} />
      {more ? <p>{more}</p> : null}
    </section>
  );
}
