/**
 * The one script of every page of a locale (Base.astro), kept tiny (tests/browser/size.test.ts: at most
 * 2 KB gzip on a reference page): it registers the locale's service worker (`<body data-sw>`: the
 * locale's folder, which is its scope; scripts/service-worker.ts writes `sw.js` there), loads the
 * search code (search.ts) only when the reader reaches for the search box, and keeps the language
 * switch from leading offline to the browser's error page.
 */
const sw = document.body.dataset.sw;
// Not for a page rendered to print (the build's PDF step): it needs no worker.
const workers = sw && 'serviceWorker' in navigator && !matchMedia('print').matches;
if (workers) {
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

// Each locale has a worker of its own (its folder is its scope): this page's cannot answer for another
// language. A language whose worker runs here answers offline itself (its saved page, else its offline
// page); for another, the link is followed only once the server answers, else the switch says that the
// language is not saved on this device (`data-offline`), and this page — a calculator's hand — stays.
const langs = document.querySelector<HTMLElement>('.lang-switch');
if (workers && langs)
  langs.addEventListener('click', (e) => {
    const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-offline]');
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigator.serviceWorker
      .getRegistration(a.href)
      .then((r): unknown => r?.active || fetch(a.href, { method: 'HEAD', cache: 'no-store' }))
      .then(
        () => location.assign(a.href),
        () => (langs.querySelector('.lang-note')!.textContent = a.dataset.offline!),
      );
  });
