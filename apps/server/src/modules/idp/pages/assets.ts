/**
 * Same-origin assets of the provider pages. Colours and type follow Bootstrap Italia (primary #0066CC, text
 * #1A1A1A on white, 4.5:1 or better); focus is always visible; no web fonts are fetched from elsewhere.
 */
export const IDP_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%}
body{margin:0;font-family:"Titillium Web",Geneva,Tahoma,sans-serif;font-size:1.125rem;line-height:1.55;color:#1a1a1a;background:#fff}
.container{max-width:1140px;margin:0 auto;padding:0 1rem}
.skip-link{position:absolute;left:-9999px;top:0;background:#fff;color:#0066cc;padding:.75rem 1rem;z-index:10}
.skip-link:focus{left:1rem}
.it-header{background:#0066cc;color:#fff}
.header-row{display:flex;justify-content:space-between;align-items:center;gap:1rem;min-height:4rem;flex-wrap:wrap}
.header-title{margin:0;font-weight:700;font-size:1.25rem}
.lang-switch{color:#fff;font-weight:600}
main{padding-top:2rem;padding-bottom:3rem}
main:focus{outline:none}
h1{font-size:2.5rem;line-height:1.2;margin:0 0 1rem;color:#17324d}
h2{font-size:1.5rem;margin:0 0 .75rem;color:#17324d}
.lead{font-size:1.25rem}
.row{display:flex;flex-wrap:wrap;gap:2.5rem}
.col-main{flex:1 1 22rem;max-width:36rem}
.col-side{flex:1 1 22rem}
.col-main,.col-side{min-width:0}
.callout{border-left:4px solid #a66300;background:#fff8ed;padding:.75rem 1rem}
.error-summary{border:2px solid #cc334d;border-left-width:8px;padding:.75rem 1rem;margin:1rem 0;background:#fff}
.error-summary h2{color:#a3293d;font-size:1.25rem}
.error-summary a{color:#a3293d;font-weight:600}
.form-group{margin:1.25rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],input[type=password]{width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #5c6f82;border-radius:4px;color:#1a1a1a;background:#fff}
input[aria-invalid=true]{border:2px solid #cc334d}
.field-error{color:#a3293d;margin:.25rem 0 0;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}
.btn{font:inherit;font-weight:700;padding:.65rem 1.5rem;border-radius:4px;border:2px solid #0066cc;cursor:pointer}
.btn-primary{background:#0066cc;color:#fff}
.btn-primary:hover{background:#0052a3;border-color:#0052a3}
.btn-outline{background:#fff;color:#0066cc}
a{color:#0066cc}
a:focus,button:focus,input:focus,.skip-link:focus,.table-scroll:focus{outline:3px solid #f90;outline-offset:2px;box-shadow:0 0 0 5px #1a1a1a}
.table-scroll{max-width:100%;overflow-x:auto}
.table{width:100%;border-collapse:collapse}
.table th,.table td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #c5c7c9}
.table thead th{border-bottom:2px solid #5c6f82}
code{font-family:"Roboto Mono",Consolas,monospace;font-size:.95em}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:575px){h1{font-size:2rem}.actions .btn{width:100%}}
`;

/** The portal already asked for confirmation: confirm the provider's logout form for the person. */
export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var confirm = document.getElementById('logout-confirm');
  if (confirm) confirm.click();
});
`;
