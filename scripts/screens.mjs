// Screenshots of pages at 320, 640 and 1280 px in light and dark, for looking at what users see.
// Usage: node scripts/screens.mjs http://localhost:4173 /login /register … [--out DIR]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './browser.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? '/tmp/screens' : args.splice(outAt, 2)[1];
const [base, ...paths] = args;
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
for (const theme of ['light', 'dark']) {
  for (const width of [320, 640, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
