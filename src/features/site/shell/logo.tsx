import { Link } from "@/i18n/navigation";

export function Logo({ name }: { name: string }) {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight text-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:text-white"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8" fill="none">
        <circle cx="16" cy="16" r="16" className="fill-sea-700 dark:fill-sea-600" />
        <path
          d="M16 7.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zm0 4.4V25m-5-8.5h10M8.5 19.5c1 3.2 4 5.5 7.5 5.5s6.5-2.3 7.5-5.5"
          stroke="white"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{name}</span>
    </Link>
  );
}
