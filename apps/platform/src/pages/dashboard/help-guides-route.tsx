export default function Placeholder() { return <p>dashboard/help-guides-route</p>; }
