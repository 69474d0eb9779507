// The browser tests drive Debian's Chromium; say how to get it instead of failing obscurely.
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. The browser tests need it.\n` +
      `Install it with:  apt-get update && apt-get install -y chromium\n` +
      `(or point CHROMIUM_PATH at a Chromium binary).`,
  );
  process.exit(1);
}
