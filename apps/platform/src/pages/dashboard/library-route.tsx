export default function Placeholder() { return <p>dashboard/library-route</p>; }
