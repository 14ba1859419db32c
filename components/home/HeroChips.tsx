'use client';

import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import styles from './HomePage.module.css';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** The AI Checker's detection chips around the hero animation, popping in one after another. */
export function HeroChips({
  chips,
}: {
  chips: { text: string; tone: 'red' | 'amber' | 'mint' }[];
}) {
  const reduced = useReducedMotion();
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <ul className={styles.chips} aria-hidden="true">
        {chips.map((chip, index) => (
          <m.li
            key={chip.text}
            className={`${styles.chip} ${styles[`chip${index}`]}`}
            initial={{ opacity: 0, scale: 0.8, y: 12 }}
            animate={
              reduced ? { opacity: 1, scale: 1, y: 0 } : { opacity: 1, scale: 1, y: [12, 0, -6, 0] }
            }
            transition={
              reduced
                ? { duration: 0 }
                : {
                    opacity: { delay: 0.6 + index * 0.5, duration: 0.3 },
                    scale: {
                      delay: 0.6 + index * 0.5,
                      type: 'spring',
                      stiffness: 320,
                      damping: 18,
                    },
                    y: {
                      delay: 0.6 + index * 0.5,
                      duration: 5,
                      repeat: Infinity,
                      ease: 'easeInOut',
                    },
                  }
            }
          >
            <span className={`${styles.dot} ${styles[chip.tone]}`} />
            {chip.text}
          </m.li>
        ))}
      </ul>
    </LazyMotion>
  );
}
