/**
 * A coach reply on screen: the safe Markdown tree (app/domain/markdown.ts) as React elements, never
 * HTML. Callouts get their colour, meal-plan days become blocks linking to /meal-plan, and links
 * stay on this site (Remix Link) or open https pages in a new tab.
 */
import { Link } from "@remix-run/react";
import { Fragment, useMemo, type ReactNode } from "react";
import {
  calloutOf,
  mealDayOf,
  type CalloutKind,
  type MealBlock,
} from "~/domain/coach/reply-format";
import { parseMarkdown, type Block, type Inline } from "~/domain/markdown";

const CALLOUT_STYLES: Record<CalloutKind, { box: string; label: string; icon: string }> = {
  "Ayurvedic Insight": {
    box: "border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-50",
    label: "text-amber-900 dark:text-amber-200",
    icon: "🪷",
  },
  "TCM Wisdom": {
    box: "border-rose-400 bg-rose-50 text-rose-950 dark:border-rose-600 dark:bg-rose-950/60 dark:text-rose-50",
    label: "text-rose-900 dark:text-rose-200",
    icon: "☯",
  },
  "Science Says": {
    box: "border-sky-400 bg-sky-50 text-sky-950 dark:border-sky-600 dark:bg-sky-950/60 dark:text-sky-50",
    label: "text-sky-900 dark:text-sky-200",
    icon: "🔬",
  },
  "Wellness Tip": {
    box: "border-emerald-400 bg-emerald-50 text-emerald-950 dark:border-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-50",
    label: "text-emerald-900 dark:text-emerald-200",
    icon: "🌿",
  },
  "Food Focus": {
    box: "border-lime-500 bg-lime-50 text-lime-950 dark:border-lime-600 dark:bg-lime-950/60 dark:text-lime-50",
    label: "text-lime-900 dark:text-lime-200",
    icon: "🥗",
  },
  Tip: {
    box: "border-violet-400 bg-violet-50 text-violet-950 dark:border-violet-600 dark:bg-violet-950/60 dark:text-violet-50",
    label: "text-violet-900 dark:text-violet-200",
    icon: "💡",
  },
};

const MEAL_STYLES: Record<MealBlock["slot"], string> = {
  breakfast: "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/50",
  lunch: "border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950/50",
  dinner: "border-indigo-300 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-950/50",
  snack: "border-pink-300 bg-pink-50 dark:border-pink-700 dark:bg-pink-950/50",
};

const linkClass =
  "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-200";

function InlineNodes({ nodes, plainLinks = false }: { nodes: Inline[]; plainLinks?: boolean }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case "text":
            return <Fragment key={i}>{node.value}</Fragment>;
          case "strong":
            return (
              <strong key={i} className="font-semibold">
                <InlineNodes nodes={node.children} plainLinks={plainLinks} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} plainLinks={plainLinks} />
              </em>
            );
          case "code":
            return (
              <code
                key={i}
                className="rounded bg-gray-100 px-1 py-0.5 text-[0.9em] dark:bg-gray-800"
              >
                {node.value}
              </code>
            );
          case "break":
            return <br key={i} />;
          case "image":
            return <img key={i} src={node.src} alt={node.alt} className="my-2 max-h-64 rounded" />;
          case "link":
            // inside a block that is itself a link, nested links are shown as text
            if (plainLinks) return <InlineNodes key={i} nodes={node.children} plainLinks />;
            return node.href.startsWith("/") ? (
              <Link key={i} to={node.href} className={linkClass}>
                <InlineNodes nodes={node.children} />
              </Link>
            ) : node.href.startsWith("#") ? (
              <a key={i} href={node.href} className={linkClass}>
                <InlineNodes nodes={node.children} />
              </a>
            ) : (
              <a
                key={i}
                href={node.href}
                className={linkClass}
                target="_blank"
                rel="noopener noreferrer"
              >
                <InlineNodes nodes={node.children} />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            );
        }
      })}
    </>
  );
}

function MealDay({ meals }: { meals: MealBlock[] }) {
  return (
    <ul className="my-3 grid gap-2 sm:grid-cols-2" data-testid="meal-day">
      {meals.map((meal, i) => (
        <li key={i}>
          <Link
            to="/meal-plan"
            className={`block h-full rounded-lg border p-3 text-sm text-gray-900 transition hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-100 ${MEAL_STYLES[meal.slot]}`}
          >
            <span className="block text-xs font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">
              {meal.label}
            </span>
            <span className="mt-1 block">
              <InlineNodes nodes={meal.content} plainLinks />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Blocks({ blocks }: { blocks: Block[] }): ReactNode {
  return blocks.map((block, i) => <BlockView key={i} block={block} />);
}

function BlockView({ block }: { block: Block }) {
  const callout = calloutOf(block);
  if (callout) {
    const style = CALLOUT_STYLES[callout.kind];
    return (
      <aside
        className={`my-3 rounded-lg border-l-4 px-4 py-3 text-sm ${style.box}`}
        aria-label={callout.kind}
        data-callout={callout.kind}
      >
        <p className={`mb-1 font-semibold ${style.label}`}>
          <span aria-hidden="true">{style.icon} </span>
          {callout.kind}
        </p>
        <Blocks blocks={callout.children} />
      </aside>
    );
  }
  const meals = mealDayOf(block);
  if (meals) return <MealDay meals={meals} />;

  switch (block.type) {
    case "heading": {
      // replies sit under the page's h1 and the message: their headings start at h3
      const level = Math.min(6, Math.max(3, block.level + 1));
      const Tag = `h${level}` as "h3" | "h4" | "h5" | "h6";
      const size = level === 3 ? "text-lg" : level === 4 ? "text-base" : "text-sm";
      return (
        <Tag className={`mb-2 mt-4 font-semibold first:mt-0 ${size}`}>
          <InlineNodes nodes={block.children} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p className="my-2 leading-relaxed">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i} className="pl-1">
          {item.children.length === 1 && item.children[0].type === "paragraph" ? (
            <InlineNodes nodes={item.children[0].children} />
          ) : (
            <Blocks blocks={item.children} />
          )}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="my-2 list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul className="my-2 list-disc space-y-1 pl-6">{items}</ul>
      );
    }
    case "blockquote":
      return (
        <blockquote className="my-3 border-l-4 border-gray-300 pl-4 text-gray-800 dark:border-gray-600 dark:text-gray-200">
          <Blocks blocks={block.children} />
        </blockquote>
      );
    case "code":
      return (
        <pre className="my-3 overflow-x-auto rounded-md bg-gray-100 p-3 text-sm dark:bg-gray-800">
          <code>{block.value}</code>
        </pre>
      );
    case "hr":
      return <hr className="my-4 border-gray-200 dark:border-gray-700" />;
    case "table":
      return (
        <div className="my-3 overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th
                    key={i}
                    scope="col"
                    className="border-b border-gray-300 px-2 py-1 text-left font-semibold dark:border-gray-600"
                  >
                    <InlineNodes nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border-b border-gray-200 px-2 py-1 dark:border-gray-700">
                      <InlineNodes nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function MarkdownView({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="coach-markdown break-words text-gray-900 dark:text-gray-100">
      <Blocks blocks={blocks} />
    </div>
  );
}
