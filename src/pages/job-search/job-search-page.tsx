// Placeholder: replaced by the page engineer
export default function JobSearchPage() {
  return <h1>Job search</h1>;
}
