export default function Placeholder() { return <p>dashboard/team-route</p>; }
