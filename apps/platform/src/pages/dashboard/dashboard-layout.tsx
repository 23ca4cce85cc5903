export default function Placeholder() { return <p>dashboard/dashboard-layout</p>; }
