export default function Placeholder() { return <p>auth/reset-password-route</p>; }
