import { startBrowserHarness, runAxe, waitForHydration } from "./helpers/browser.ts";
const h = await startBrowserHarness();
const paths = process.argv.slice(2);
for (const p of paths) {
  const { page, errors } = await h.newPage();
  await page.goto(p);
  await waitForHydration(page);
  const name = p.replace(/[^a-z0-9]/gi, "_");
  await page.screenshot({ path: `/tmp/i5/${name}.png`, fullPage: true });
  console.log(p, JSON.stringify(await runAxe(page)), errors);
}
await h.close();
