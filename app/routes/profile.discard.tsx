// Placeholder: built with the private-area issue.
export default function Page() {
  return null;
}
