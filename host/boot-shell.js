// The login page's frame, painted by index.html before any bundle has run (docs/architecture.md#first-load-on-a-phone).
// A tiny inline script reads the preference cookies first, so an Arabic or dark visitor gets an
// rtl or dark frame; React removes the frame when its first page commits (src/app/boot-shell.tsx).
// The frame is a static copy of what Chakra renders for /login (same boxes, colours and sizes, both
// languages and both themes), drawn over #root so that nothing moves when it is removed.
const en = require('./src/locales/en.json');
const ar = require('./src/locales/ar.json');

/** Cookie and storage names of @portal/shared (preferences cookies, session tokens); a test keeps them in step. */
const COOKIE_PREFIX = 'courier-portal-';
const TOKENS_KEY = 'courier-portal-tokens';
/**
 * remotes.json, asked for here on every page but the login frame's: beside the bundles rather than
 * after them (src/federation/federation-runtime.ts takes the answer from this global).
 */
const REMOTES_JSON = '/remotes.json';
const EARLY_REMOTES_JSON = '__portalRemotesJson';
/**
 * Once remotes.json answers, the page owner's nav file is asked for here too (the owner is
 * remotes-config.ts's remoteForPath: the longest route prefix, "/" owning only "/"), so it does not
 * wait for the bundles to run; the host takes the answer from this global.
 */
const EARLY_NAV_FILES = '__portalNavFiles';
/**
 * What the host's entry asks for first thing (src/federation/early-requests.ts), found out here:
 * `files`, the host's own files the page needs next (the strings of its language; for someone signed
 * in the federation runtime, then the layout and CASL; tooling/webpack-config, lib/early-files.js), and
 * `later`, once the owner's nav file has answered: the owner's remoteEntry.js and, for someone
 * signed in, the other remotes' nav files, the page's files its nav file names under `preload` (register module,
 * strings, the page's chunk) with the host's files for the shared modules they use (`E.k`, share key →
 * files), and the page's first API requests (its nav item's `prefetch`, with the item's `subject`, so that
 * they are sent only for a user whose role may open that page); none of the page's when the
 * nav file names another remote or needs a @portal/shared this host does not run (`C`: the caret
 * ranges builds write; anything else waits for the host's own check). They are requested by the
 * entry rather than here so that they do not take a share of a phone's bandwidth from the entry
 * itself: each is needed only once the entry runs. Page patterns match as nav-file-parse.ts's
 * preloadedRoute does (":name" is one segment). A visitor's public page (/track/…) has its heading
 * drawn by the host from the nav file: its files wait for the host's checks as before, rather than
 * being asked for ahead of that heading and delaying it.
 */
const EARLY_REQUESTS = '__portalEarly';
const ASK_NAV_FILES = `var R=r.then(function(x){return x.ok?x.clone().json():{}}).then(function(j){var m={},N=[],a=j.remotes||[],p=location.pathname.replace(/(.)\\/+$/,'$1'),b,g=0,w=Promise.resolve({f:[],d:[]});function W(t){var x=t.split('/'),y=p.split('/'),i;if(x.length!==y.length)return false;for(i=0;i<x.length;i++)if(x[i].charAt(0)===':'?!y[i]:x[i].toLowerCase()!==y[i].toLowerCase())return false;return true}function C(x){var m=/^\\^(\\d+)\\.(\\d+)\\.(\\d+)$/.exec(x||''),h=E.v.split('.');return!!m&&+m[1]===+h[0]&&(+m[1]?+m[2]<+h[1]||+m[2]===+h[1]&&+m[3]<=+h[2]:+m[2]===+h[1]&&+m[3]<=+h[2])}function Q(v,B,n){var q=v&&v.preload,r,i,f=[],d=[],c;if(!v||v.name!==n||!C(v.requiresShared))return{f:f,d:d};(v.items||[]).forEach(function(t){if(t&&t.path===p&&t.prefetch){d=t.prefetch;c=t.subject}});if(!q)return{f:f,d:d,s:c};for(i in q.pages||{})if(!r&&W(i))r=i;[].concat(q.register||[],(q.strings||{})[l]||[],r?[].concat((q.pageStrings||{})[l]||[],q.pages[r]):[]).forEach(function(x){f.push(new URL(x,B).href)});q=q.shared||{};[].concat(q.register||[],r&&q.pages&&q.pages[r]||[]).forEach(function(x){f=f.concat(E.k[x]||[])});return{f:f,d:d,s:c}}a.forEach(function(e){(e.routes||[]).forEach(function(q){if((q==='/'?p==='/':p===q||p.indexOf(q+'/')===0)&&q.length>g){b=e;g=q.length}})});a.forEach(function(e){if(!s&&e!==b)return;var B=new URL(e.entry,location.href),u=new URL('nav.json',B).href,f;if(e!==b)return N.push(u);f=fetch(u,o);f.catch(function(){});m[u]=f;if(s)w=f.then(function(x){return x.ok?x.clone().json():0}).then(function(v){return Q(v,B,e.name)}).catch(function(){return{f:[],d:[]}})});return{m:m,n:N,w:w,e:b?[new URL(b.entry,location.href).href]:[]}});var n=R.then(function(z){return z.m});n.catch(function(){});window.${EARLY_NAV_FILES}=n;X.later=R.then(function(z){return z.w.then(function(q){return{navs:z.n,files:z.e.concat(q.f),data:q.d,subject:q.s}})});X.later.catch(function(){});`;

/** What the build's early-files map looks like in the script (short keys: it is in every page's HTML). */
function compactEarlyFiles({ sharedVersion, federation, signedIn, locales, shared }) {
  return JSON.stringify({
    v: sharedVersion,
    f: federation,
    u: signedIn,
    l: { en: locales.en, ar: locales.ar },
    k: shared,
  });
}
const NO_EARLY_FILES = {
  sharedVersion: '0.0.0',
  federation: [],
  signedIn: [],
  locales: { en: [], ar: [] },
  shared: {},
};
/**
 * The host's files known before remotes.json answers. Its strings in the page's language (a few KB,
 * awaited before the first render of every page) are preloaded here, beside the entry, rather than
 * by the entry's first task: a round trip off every page's first paint, for a share of the phone's
 * bandwidth too small to delay the entry. So is, for someone signed in, the federation runtime
 * (16.5 KB, the largest file on the way to every remote's page): asked for after the entry, it was
 * the last of some ten requests sharing the bandwidth and the page waited for it; beside the entry
 * it arrives while the entry still downloads. The signed-in layout and CASL stay the entry's.
 */
const KNOWN_FILES = `var X={files:E.l[l].concat(s?E.f.concat(E.u):[])};window.${EARLY_REQUESTS}=X;E.l[l].concat(s?E.f:[]).forEach(function(u){var k=document.createElement('link');k.rel='preload';k.setAttribute('as','script');k.href=u;document.head.appendChild(k)});`;

// The browser loads its locale data (ICU) on a page's first number or date format: about 120 ms of
// one task on a phone (4× CPU), which fell in the first page's render, after its first paint. Here it
// falls while the page waits for its bundles. Not on the login frame, which paints first and formats
// nothing.
const WARM_INTL = `try{new Intl.DateTimeFormat('en-GB',{timeZone:'Asia/Amman',day:'numeric'}).format(0);new Intl.NumberFormat('en-GB').format(0)}catch(e){}`;

// What shared/src/preferences does on import, done before the first paint: lang and dir from the
// locale cookie, the colour mode class (Chakra's) from the theme cookie or the system, the skin.
// The login frame is shown only on /login (and /login/<code>) without stored tokens, where the
// login form is what React will render; any other page asks for remotes.json at once.
const script = (askRemotes, early = NO_EARLY_FILES) =>
  `(function(){try{var d=document.documentElement;var c=function(k){var m=document.cookie.match(new RegExp('(?:^|; )${COOKIE_PREFIX}'+k+'=([^;]*)'));return m?decodeURIComponent(m[1]):''};var l=c('locale')==='ar'?'ar':'en';var t=c('theme');if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.lang=l;d.dir=l==='ar'?'rtl':'ltr';d.classList.add(t);d.style.colorScheme=t;d.setAttribute('data-skin',c('skin')==='bordered'?'bordered':'default');var s=null;try{s=localStorage.getItem('${TOKENS_KEY}')}catch(e){}if(/^\\/login(\\/[^/]+)?\\/?$/.test(location.pathname)&&!s)d.setAttribute('data-boot-shell','login');else{${askRemotes ? `var E=${compactEarlyFiles(early)};${KNOWN_FILES}if(window.fetch){var o={cache:'no-cache',headers:{Accept:'application/json'}},r=fetch('${REMOTES_JSON}',o);r.catch(function(){});window.${EARLY_REMOTES_JSON}=r;${ASK_NAV_FILES}}` : ''}${WARM_INTL}}}catch(e){}})();`;

// Chakra's tokens as the portal's theme resolves them (light, then dark).
const STYLE = `
#boot-shell{display:none}
html[data-boot-shell=login] #boot-shell{display:flex}
#boot-shell{--bs-bg:#fafafa;--bs-panel:#fff;--bs-fg:#09090b;--bs-muted:#52525b;--bs-border:#e4e4e7;--bs-link:#116932;--bs-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3);position:fixed;inset:0;z-index:1400;flex-direction:column;overflow:auto;box-sizing:border-box;background:var(--bs-bg);color:var(--bs-fg);font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
html.dark #boot-shell{--bs-bg:#111;--bs-panel:#111;--bs-fg:#fafafa;--bs-muted:#a1a1aa;--bs-border:#27272a;--bs-link:#86efac;--bs-shadow:0 4px 8px rgba(0,0,0,.64),inset 0 0 1px rgba(212,212,216,.3)}
#boot-shell *{box-sizing:border-box;margin:0}
html:not([lang=ar]) #boot-shell .bs-ar,html[lang=ar] #boot-shell .bs-en{display:none}
html.dark #boot-shell .bs-sun,html:not(.dark) #boot-shell .bs-moon{display:none}
#boot-shell .bs-header{display:flex;justify-content:flex-end;gap:4px;padding:12px}
#boot-shell .bs-switch{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;color:var(--bs-link)}
#boot-shell svg{width:1em;height:1em;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
#boot-shell .bs-switch svg{font-size:16px}
#boot-shell .bs-main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 16px 64px}
#boot-shell .bs-card{width:100%;max-width:448px;background:var(--bs-panel);border-radius:6px;box-shadow:var(--bs-shadow)}
html[data-skin=bordered] #boot-shell .bs-card{box-shadow:none;border:1px solid var(--bs-border)}
#boot-shell .bs-body{display:flex;flex-direction:column;gap:24px;padding:24px}
@media (min-width:960px){#boot-shell .bs-body{padding:32px}}
#boot-shell .bs-brand{display:flex;align-items:center;gap:8px}
#boot-shell .bs-logo{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:8px;background:#116932;color:#fff;font-size:20px}
#boot-shell .bs-name{font-size:20px;font-weight:700}
#boot-shell .bs-titles{display:flex;flex-direction:column;gap:4px}
#boot-shell h1{font-size:20px;font-weight:600;line-height:30px}
#boot-shell .bs-muted{color:var(--bs-muted)}
#boot-shell .bs-form{display:flex;flex-direction:column;gap:16px}
#boot-shell .bs-field{display:flex;flex-direction:column;gap:6px}
#boot-shell .bs-label{font-size:14px;font-weight:500;line-height:20px}
#boot-shell .bs-input{height:40px;border:1px solid var(--bs-border);border-radius:4px}
#boot-shell .bs-end{display:flex;justify-content:flex-end}
#boot-shell .bs-link{color:var(--bs-link);font-weight:500}
#boot-shell .bs-button{display:flex;align-items:center;justify-content:center;height:40px;border-radius:4px;background:#116932;color:#fff;font-size:14px;font-weight:500}
#boot-shell .bs-footer{text-align:center;font-size:14px}
`
  .trim()
  .replace(/\n/g, '');

/** One string in both languages; CSS shows the one of <html lang>. */
function both(pick) {
  return `<span class="bs-en">${pick(en)}</span><span class="bs-ar">${pick(ar)}</span>`;
}

const icon = (body, className = '') =>
  `<svg viewBox="0 0 24 24"${className ? ` class="${className}"` : ''}>${body}</svg>`;
const TRUCK = icon(
  '<path d="M1 5h13v11H1zM14 9h4l4 4v3h-8z"/><circle cx="5.5" cy="18.5" r="2"/><circle cx="18.5" cy="18.5" r="2"/>',
);
const LANGUAGE = icon('<path d="M4 5h8M8 3v2M6 5c0 4 2 7 5 9M10 5c0 4-3 8-7 10M13 21l4-10 4 10M14.5 17.5h5"/>');
const SUN = icon(
  '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  'bs-sun',
);
const MOON = icon('<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>', 'bs-moon');

const login = (pick) => both((locale) => pick(locale.auth.login));

// Not a form: nothing here can be typed into or announced; it is a picture of the form for the
// moment before React draws the real one.
const BODY = `<div id="boot-shell" aria-hidden="true">
<div class="bs-header"><span class="bs-switch">${LANGUAGE}</span><span class="bs-switch">${SUN}${MOON}</span></div>
<div class="bs-main"><div class="bs-card"><div class="bs-body">
<div class="bs-brand"><span class="bs-logo">${TRUCK}</span><p class="bs-name">${both((locale) => locale.auth.brand)}</p></div>
<div class="bs-titles"><h1>${login((l) => l.title)}</h1><p class="bs-muted">${login((l) => l.subtitle)}</p></div>
<div class="bs-form">
<div class="bs-field"><span class="bs-label">${login((l) => l.email)}</span><span class="bs-input"></span></div>
<div class="bs-field"><span class="bs-label">${login((l) => l.password)}</span><span class="bs-input"></span></div>
<div class="bs-end"><span class="bs-link">${login((l) => l.forgot)}</span></div>
<span class="bs-button">${login((l) => l.submit)}</span>
</div>
<p class="bs-footer bs-muted">${login((l) => l.noAccount)} <span class="bs-link">${login((l) => l.register)}</span></p>
</div></div></div>
</div>`;

/**
 * The inline script that starts the bundles (preloaded from <head>) only once the frame has been
 * painted: a deferred script that has already arrived runs before the browser's first paint, so the
 * frame would wait for the bundle's first long task. In a hidden tab there is no paint to wait for.
 * @param {string[]} files the entry's scripts, in order
 */
function startAfterPaint(files) {
  return `(function(){var f=${JSON.stringify(files)},d=0;function go(){if(d)return;d=1;f.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
}

module.exports = {
  startAfterPaint,
  head: `<script>${script(true)}</script><style id="boot-shell-style">${STYLE}</style>`,
  /**
   * The federated host's, with the URLs of its own files the build found (lib/early-files.js):
   * `{ sharedVersion, federation, signedIn, locales: { en, ar }, shared: { [share key]: urls } }`.
   */
  headWith: (early) => `<script>${script(true, early)}</script><style id="boot-shell-style">${STYLE}</style>`,
  /** The monolith's: the same without remotes.json, which it does not read. */
  monolithHead: `<script>${script(false)}</script><style id="boot-shell-style">${STYLE}</style>`,
  body: BODY,
  COOKIE_PREFIX,
  EARLY_REMOTES_JSON,
  EARLY_NAV_FILES,
  EARLY_REQUESTS,
  TOKENS_KEY,
};
