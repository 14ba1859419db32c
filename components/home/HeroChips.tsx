import styles from './HomePage.module.css';

/**
 * The AI Checker's detection chips around the hero animation, popping in one after another and
 * then floating. Decorative, and animated in CSS: no JavaScript on the home page's critical path.
 */
export function HeroChips({
  chips,
}: {
  chips: { text: string; tone: 'red' | 'amber' | 'mint' }[];
}) {
  return (
    <ul className={styles.chips} aria-hidden="true">
      {chips.map((chip, index) => (
        <li
          key={chip.text}
          className={`${styles.chip} ${styles[`chip${index}`]} ${styles[chip.tone]}`}
        >
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
