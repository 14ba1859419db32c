// Loaded on demand by HeroChips' LazyMotion, so the animation features stay out of the home page's
// first-load JavaScript (the chips only start moving 0.6 s after hydration).
export { domAnimation as default } from 'framer-motion';
