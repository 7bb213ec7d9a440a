import type { ReactNode } from 'react';
import { formatStamp } from '@zeya/ui-kit/format-date';
import { ApiError } from '@/features/agent-desk/client';

/** A screen's heading and, on its right, an action. */
export function DeskHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="mb-4 flex items-center gap-2">
      <h1 className="min-w-0 flex-1 text-xl font-bold break-words text-brand">{title}</h1>
      {action}
    </header>
  );
}

/** A card of the desk's look. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4 ${className}`}>
      {children}
    </section>
  );
}

const BUTTON_LOOKS = {
  primary: 'bg-brand text-ink',
  secondary: 'border border-brand text-brand',
  danger: 'border border-red-400/70 text-red-300',
} as const;

export function DeskButton({
  look = 'primary',
  type = 'button',
  className = '',
  ...rest
}: {
  look?: keyof typeof BUTTON_LOOKS;
  type?: 'button' | 'submit';
  className?: string;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={`rounded-full px-4 py-2 text-sm font-bold disabled:opacity-50 ${BUTTON_LOOKS[look]} ${className}`}
      {...rest}
    />
  );
}

/** A failure as the person reads it: the server's message, or the network's, or a general one. */
export function failureText(error: unknown, texts: { network: string; unexpected: string }): string {
  if (!(error instanceof ApiError)) return texts.unexpected;
  if (error.status === 0) return texts.network;
  return error.message || texts.unexpected;
}

/** The first server error of each field, for the fields of a form. */
export function fieldErrors(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]]));
}

/** A date-time of the API in Myanmar time, as the desk shows it: 2026-11-28 14:05. */
export const deskDateTime = (iso: string | null) => formatStamp(iso);
