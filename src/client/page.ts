/**
 * The one script of every page of a locale (Base.astro), kept tiny (tests/browser/size.test.ts: at most
 * 2 KB gzip on a reference page): it registers the locale's service worker (`<body data-sw>`: the
 * locale's folder, which is its scope; scripts/service-worker.ts writes `sw.js` there) and loads the
 * search code (search.ts) only when the reader reaches for the search box.
 */
const sw = document.body.dataset.sw;
// Not for a page rendered to print (the build's PDF step): it needs no worker.
if (sw && 'serviceWorker' in navigator && !matchMedia('print').matches) {
  navigator.serviceWorker.register(`${sw}sw.js`, { scope: sw }).catch(() => {
    // No service worker (a dev server, a private window): the site works online as before.
  });
}

const form = document.querySelector<HTMLFormElement>('form[data-pagefind]');
if (form) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('./search.ts').then((m) => m.start(form));
  };
  for (const type of ['focusin', 'pointerdown', 'keydown', 'submit']) form.addEventListener(type, start, { once: true });
  form.addEventListener('submit', (e) => e.preventDefault());
}
