export default function Placeholder() { return <p>dashboard/favorites-route</p>; }
