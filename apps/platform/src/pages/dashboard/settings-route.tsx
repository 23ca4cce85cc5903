export default function Placeholder() { return <p>dashboard/settings-route</p>; }
