import { defineConfig } from "vite";

// Built once (`npm run build`); protect-server serves dist/ at /admin/. No inline scripts or
// data: assets, so the console runs under a strict Content-Security-Policy.
export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: "es2022",
  },
});
