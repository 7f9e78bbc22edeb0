// The portal's Portuguese is European (decision 047): no catalogue string and no Portuguese text of the
// demo content may carry a Brazilian word or form.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/** Brazilian words and forms, each with the European one a reader expects instead. */
const BRAZILIAN: readonly (readonly [RegExp, string])[] = [
  [/\bvocês?\b/iu, "no pronoun, or o/a senhor(a): the verb in the 3rd person"],
  [/\bpul(ar|e|ou)\b/iu, "saltar"],
  [/\bcontat(o|os|ar|e)\b/iu, "contacto, contactar"],
  [/\bcadastr/iu, "registo, registar"],
  [/\bregistr/iu, "registo, registar"],
  [/\busu[aá]ri[oa]s?\b/iu, "utilizador"],
  [/\bcelular(es)?\b/iu, "telemóvel"],
  [/\btelas?\b/iu, "ecrã"],
  [/\barquivos?\b/iu, "ficheiro (an archive, a collection, is an arquivo in Portugal too)"],
  [/\bbaix(ar|e|ou)\b/iu, "transferir"],
  [/\bsalv(ar|e|ou)\b/iu, "guardar"],
  [/\bsenhas?\b/iu, "palavra-passe"],
  [/\bequipes?\b/iu, "equipa"],
  [/\bônibus\b/iu, "autocarro"],
  [/\btrem\b/iu, "comboio"],
  [/\bconosco\b/iu, "connosco"],
  [/\bacess(ar|e|em|ou)\b/iu, "aceder"],
  [/\bgerenci/iu, "gerir"],
  [/\baplicativos?\b/iu, "aplicação"],
  [/\b(excluir|exclua|deletar)\b/iu, "eliminar"],
  [/\bingressos?\b/iu, "bilhete"],
  [/\bcafé da manhã\b/iu, "pequeno-almoço"],
  [/\bde fato\b/iu, "de facto"],
  [/\bse[çc][ãõ](o|es)\b/iu, "secção"],
  [/\brecep[çc]/iu, "receção"],
  [/\b(aspect|perspectiv|respectiv|detect)/iu, "aspeto, perspetiva, respetivo, detetar"],
  [/\bem (um|uma|uns|umas)\b/iu, "num, numa"],
  [/\bMadri\b/iu, "Madrid"],
  [/\bderam? errado\b/iu, "correu mal"],
  [/\baceitos\b/iu, "aceites"],
  [/\bregressiva\b/iu, "contagem decrescente"],
  [/\bdigitad/iu, "escrito"],
  [/\bconex[ãõ]/iu, "ligação"],
  [/\bconfigura[çc]/iu, "definições"],
  [/\bescane/iu, "ler, digitalizar"],
  [/\bconfira\b/iu, "verifique"],
  [/\binforme\b/iu, "indique"],
  [/\bcaracteres? especia/iu, "carácter especial"],
  [/\bcaractere\b/iu, "carácter"],
  [/\bpalestrantes?\b/iu, "orador"],
  [/\bno momento\b/iu, "de momento, neste momento"],
  [/\bcomeçando\b/iu, "a começar"],
  [/\bentre com\b/iu, "inicie sessão com"],
  [/[\p{L}]*[êô][mn][aeiou][\p{L}]*/iu, "é/ó before m, n: académico, económico, prémio, género"],
  // A gerund that is not an adverbial clause (after a comma, or with a pronoun: "escrevendo-nos").
  [
    /(?<!, )\b(?!(quando|segundo|fundo|mundo|profundo|redondo|lindo|comando|doutorando|mestrando)\b)\p{L}+ndo\b(?!-)/iu,
    "a + infinitive: está a enviar, A enviar…",
  ],
  [/\bpôster/iu, "póster"],
  [/(^|[.:!?]\s+|\b(em|de|para|com|por) )(seu|sua|seus|suas)\b/iu, "the article before the possessive: o seu, na sua"],
];

/** `\b` is ASCII-only in JavaScript: a word boundary that counts accented letters as letters. */
function unicodeWords(pattern: RegExp): RegExp {
  const boundary = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";
  return new RegExp(pattern.source.replaceAll("\\b", boundary), pattern.flags);
}

const MARKERS = BRAZILIAN.map(([pattern, instead]) => [unicodeWords(pattern), instead] as const);

type Text = { where: string; text: string };

function flatten(value: unknown, where: string): Text[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${where}.${key}`));
  return [];
}

function catalogueTexts(): Text[] {
  const dir = path.join(root, "locales/pt");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")), `pt/${file.replace(/\.json$/, "")}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The literal text of a string or template (`${…}` left out). */
function literal(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return null;
}

/** The Portuguese of the demo content: the third argument of `t`/`tx`, and every `pt:` property's text. */
function demoTexts(): Text[] {
  return sourceFiles(path.join(root, "demo-api")).flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const found: Text[] = [];
    const add = (node: ts.Node | undefined) => {
      const text = literal(node);
      if (text === null || !node) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${path.relative(root, file)}:${line}`, text });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["t", "tx"].includes(node.expression.text)) {
        add(node.arguments[2]);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "pt") add(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

/** Where "arquivo" is an archive (a collection), as it is in Portugal too, not a computer file. */
const ARCHIVES = /\b(arquivos? (municipal|fotográfico|sonoro|da Tabakalera)|fotografias? do arquivo|arquivo do código)\b/giu;
/** API field names quoted in a text (`registrationId`) are not Portuguese. */
const IDENTIFIERS = /\b\p{Ll}+\p{Lu}\p{L}*\b/gu;

function brazilianIn(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) =>
    MARKERS.flatMap(([pattern, instead]) => {
      const match = pattern.exec(text.replace(unicodeWords(ARCHIVES), "").replace(unicodeWords(IDENTIFIERS), ""));
      return match ? [`${where}: "${match[0].trim()}" (${instead}) in "${text}"`] : [];
    }),
  );
}

describe("European Portuguese", () => {
  it("finds the Portuguese it scans", () => {
    expect(catalogueTexts().length).toBeGreaterThan(1000);
    expect(demoTexts().length).toBeGreaterThan(500);
  });

  it("no catalogue string carries a Brazilian word or form", () => {
    expect(brazilianIn(catalogueTexts())).toEqual([]);
  });

  it("no Portuguese text of the demo content carries a Brazilian word or form", () => {
    expect(brazilianIn(demoTexts())).toEqual([]);
  });

  it("the markers catch the Brazilian forms and leave the European ones", () => {
    const flagged = (text: string) => brazilianIn([{ where: "x", text }]).length > 0;
    for (const text of [
      "Pular para o conteúdo",
      "Você tem de iniciar sessão",
      "Contato",
      "Nome de usuário",
      "Estamos enviando…",
      "Enviando…",
      "Sua senha",
      "Prêmio acadêmico",
      "Cadastre-se",
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      "Saltar para o conteúdo",
      "Tem de iniciar sessão",
      "Contacto",
      "Utilizador",
      "Estamos a enviar…",
      "A enviar…",
      "A sua palavra-passe",
      "Prémio académico",
      "Registe-se",
      "Telemóvel",
      "Inquérito",
      "Conferência",
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });
});
