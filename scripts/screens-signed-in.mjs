// Screenshots of signed-in pages at 320, 640 and 1280 px in light and dark.
// Usage: node scripts/screens-signed-in.mjs http://localhost:3000 email password /home /courses … [--out DIR]
import { mkdirSync } from 'node:fs';
import { launchChromium, signedInCookies } from './browser.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? '/tmp/screens' : args.splice(outAt, 2)[1];
const [base, email, password, ...paths] = args;
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
const cookies = await signedInCookies(browser, base, email, password);

for (const theme of ['light', 'dark']) {
  for (const width of [320, 640, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    await context.addCookies([...cookies, { name: 'CookiePolicyAccepted', value: 'true', url: base }]);
    await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    const tab = await context.newPage();
    for (const path of paths) {
      await tab.goto(base + path, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}-${theme}.png`;
      await tab.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
