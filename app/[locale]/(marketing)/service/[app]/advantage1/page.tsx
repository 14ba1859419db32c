// /service/*/advantage1 is the same page (docs/product.md); its canonical
// link names /advantage.
export { default, generateMetadata } from '../advantage/page';
