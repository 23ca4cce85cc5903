export default function Placeholder() { return <p>auth/auth-route</p>; }
