/** The Ready Teams mark (an "R" on the brand colour); decorative, the name is always written beside it. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 23V9h7.5a4.5 4.5 0 0 1 1.2 8.84L22 23h-4.2l-3.8-5H12.6v5zM12.6 15h3.8a1.5 1.5 0 0 0 0-3h-3.8z"
        fill="#fff"
      />
    </svg>
  );
}
