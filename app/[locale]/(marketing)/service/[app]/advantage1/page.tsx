// SPEC.md section 2: /service/*/advantage1 is the same page; its canonical link names /advantage.
export { default, generateMetadata } from '../advantage/page';
