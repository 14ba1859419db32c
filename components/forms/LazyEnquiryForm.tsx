'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EnquiryForm } from './EnquiryForm';

type Props = ComponentProps<typeof EnquiryForm>;

const loadEngine = () =>
  import('./EnquiryForm').then((module) => ({ default: module.EnquiryForm }));
const EngineNow = lazy(loadEngine);

/** Events that mean the visitor has started on the form. */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'input'] as const;

/** Renders nothing; its effect runs when the boundary it shares with the engine has hydrated. */
function WhenRunning({ onRunning }: { onRunning: () => void }) {
  useEffect(onRunning, [onRunning]);
  return null;
}

/**
 * A page's form, rendered on the server. Its engine (Formik, Yup: about 28 kB gzip and a long task
 * to start) is loaded only when the form comes within 600 px of the viewport or the visitor
 * touches it, so a form at the bottom of the home page costs nothing while the page loads. Until
 * then React leaves the server's form as it is (a Suspense boundary that has not hydrated yet):
 * what is typed into it stays, and the engine adopts it (EnquiryForm, valuesTypedBeforeHydration);
 * a submit meanwhile is held and made again once the engine runs.
 * A form rendered in the browser (after a client-side navigation, or in a dialog) loads its engine
 * at once, showing `placeholder` meanwhile. The one way the site's forms load their engine.
 */
export function LazyEnquiryForm({ placeholder, ...props }: Props & { placeholder?: ReactNode }) {
  const slotId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    const fromServer = typeof document !== 'undefined' && document.getElementById(slotId) !== null;
    if (!fromServer) return null;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const gate = {
      open,
      Engine: lazy(() => opened.then(loadEngine)) as ComponentType<Props>,
      running: false,
      /** A form the visitor submitted before the engine ran: submitted again once it runs. */
      held: null as HTMLFormElement | null,
      onRunning: () => {
        gate.running = true;
        const form = gate.held;
        gate.held = null;
        // After the engine has adopted what was typed (its own effects, committed just before).
        if (form) window.setTimeout(() => form.requestSubmit(), 0);
      },
    };
    return gate;
  });

  useEffect(() => {
    const element = slot.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: '600px 0px' },
    );
    function open() {
      observer.disconnect();
      for (const type of FIRST_TOUCH) element?.removeEventListener(type, open, true);
      gate?.open();
    }
    // A submit before the engine runs would be the browser's own (a GET with the visitor's data
    // in the URL): hold it, and submit again when the engine is there.
    function holdSubmit(event: SubmitEvent) {
      if (!gate || gate.running) return;
      event.preventDefault();
      // Between the engine's hydration and its effects, its own submit handler is already live:
      // the held submit is the only one, made once the engine has adopted what was typed.
      event.stopPropagation();
      if (event.target instanceof HTMLFormElement) gate.held = event.target;
      open();
    }
    observer.observe(element);
    for (const type of FIRST_TOUCH) element.addEventListener(type, open, true);
    element.addEventListener('submit', holdSubmit, true);
    return () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH) element.removeEventListener(type, open, true);
      element.removeEventListener('submit', holdSubmit, true);
    };
  }, [gate]);

  const Engine = gate?.Engine ?? EngineNow;
  return (
    <div id={slotId} ref={slot}>
      <Suspense fallback={placeholder}>
        <Engine {...props} />
        {gate && <WhenRunning onRunning={gate.onRunning} />}
      </Suspense>
    </div>
  );
}
