export default function Placeholder() { return <p>dashboard/reports-route</p>; }
