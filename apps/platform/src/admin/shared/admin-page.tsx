import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';

type AdminPageProps = {
  title: string;
  subtitle?: string;
  /** The list this page belongs to. */
  backTo?: { to: string; label: string };
  children: ReactNode;
};

/** The frame of an admin form page: a way back to its list, heading and subtitle, then the form. */
export function AdminPage({ title, subtitle, backTo, children }: AdminPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      {backTo && (
        <Link
          to={backTo.to}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
          {backTo.label}
        </Link>
      )}
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}
