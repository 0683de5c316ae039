/**
 * Navigation as spec 2 "Navigation and footer": dropdowns that open on hover or click, a collapsible
 * mobile menu, Login / Get Started for signed-out visitors, avatar + first name + Settings + Logout when signed
 * in. Hidden on /onboarding and /auth (root.tsx decides).
 */
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme";
import type { ShellUser } from "./shell-user";

type NavLinkItem = { label: string; to: string };
type NavGroup = { label: string; items: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

export const NAV_ENTRIES: NavEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "Recipes",
    items: [
      { label: "Recipe Recommendations", to: "/recommendations" },
      { label: "Recipe Search", to: "/recipe-search" },
      { label: "Recipe Collection", to: "/recipe-collection" },
    ],
  },
  {
    label: "Meal Planning",
    items: [
      { label: "Diet Plans", to: "/diet-plans" },
      { label: "Smoothie Meal Plans", to: "/smoothie-meal-plans" },
      { label: "Shopping List", to: "/shopping-list" },
      { label: "Meal Plan", to: "/meal-plan" },
    ],
  },
  { label: "Food Analysis", to: "/food-analysis" },
  { label: "Emily AI", to: "/nutricoach" },
  {
    label: "Resources",
    items: [
      { label: "Nutrition Guide", to: "/nutrition-guide" },
      { label: "AR Measurement Guide", to: "/ar-measurement" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  { label: "Profile", to: "/profile" },
];

const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  "rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
  (isActive
    ? "text-emerald-800 dark:text-emerald-300"
    : "text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white");

function Dropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  // A pointer hovering the button opens the menu before its click lands: that click keeps it open.
  const openedByHover = useRef(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="currentColor"
        >
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* the items only exist while open: a closed menu is hidden and opens only with JavaScript,
          so the server does not render them for every page (ADR 051) */}
      <div id={id} hidden={!open} className="absolute left-0 top-full z-50 pt-1">
        {open ? (
          <ul className="w-56 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    "block rounded px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
                    (isActive
                      ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                      : "text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800")
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function Avatar({ user, size = 32 }: { user: ShellUser; size?: number }) {
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 24 24" className="h-2/3 w-2/3" fill="currentColor">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}

function AccountActions({ user, stacked = false }: { user: ShellUser | null; stacked?: boolean }) {
  const wrap = stacked ? "flex flex-col gap-2" : "flex items-center gap-2";
  if (!user) {
    return (
      <div className={wrap}>
        <Link
          to="/auth"
          className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          Login
        </Link>
        <Link
          to="/onboarding"
          className="rounded-md bg-emerald-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950"
        >
          Get Started
        </Link>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <Link
        to="/profile"
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <Avatar user={user} />
        <span data-testid="nav-first-name">{user.firstName || user.username}</span>
      </Link>
      <Link
        to="/settings"
        className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        Settings
      </Link>
      <Form method="post" action="/api/logout" reloadDocument>
        <input type="hidden" name="redirectTo" value="/" />
        <button
          type="submit"
          className="w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          Logout
        </button>
      </Form>
    </div>
  );
}

export function SiteNav({ user }: { user: ShellUser | null }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6"
      >
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {NAV_ENTRIES.map((entry) =>
            isGroup(entry) ? (
              <Dropdown key={entry.label} group={entry} />
            ) : (
              <NavLink key={entry.to} to={entry.to} end={entry.to === "/"} className={linkClass}>
                {entry.label}
              </NavLink>
            ),
          )}
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden lg:block">
            <AccountActions user={user} />
          </div>
          <button
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-200 dark:hover:bg-gray-800 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6 6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </nav>
      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="border-t border-gray-200 px-4 pb-4 dark:border-gray-800 lg:hidden"
      >
        {/* like the dropdowns, its links exist only while it is open (ADR 051) */}
        {mobileOpen ? (
          <>
            <ul className="space-y-1 py-2">
              {NAV_ENTRIES.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label}>
                    <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">
                      {entry.label}
                    </p>
                    <ul>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={(s) => "block " + linkClass(s)}>
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      end={entry.to === "/"}
                      className={(s) => "block " + linkClass(s)}
                    >
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <AccountActions user={user} stacked />
          </>
        ) : null}
      </div>
    </header>
  );
}
