export default function Placeholder() { return <p>auth/forgot-password-route</p>; }
