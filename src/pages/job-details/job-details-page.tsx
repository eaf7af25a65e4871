// Placeholder: replaced by the page engineer
export default function JobDetailsPage() {
  return <h1>Job details</h1>;
}
