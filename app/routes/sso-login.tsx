// Placeholder: built with the accounts issue.
export default function Page() {
  return null;
}
