import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { CarriedValues } from './carried-values.ts';
import { typedValues, type TypedValues, type TypingPlace } from './typed-values.ts';

// Forms whose code has arrived, by their `load`: a form drawn again (another berth, a saved panel) is
// the real one at once. Each entry is the component its own `load` resolved to, hence the cast below.
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

interface Arrival<Props> {
  Form: ComponentType<Props>;
  typed: TypedValues;
  place: TypingPlace | undefined;
  /** The stand-in's button was pressed (or Enter typed in a field) before the form was here. */
  pressed: boolean;
}

interface FormOnFirstUseProps<Props extends object> {
  /** Imports the real form (with zod, its resolver and react-hook-form); the same function every time. */
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  /** The form as drawn before its code is here: the same fields, free to type into; the button says Loading…. */
  standIn: ReactNode;
}

const controlsIn = (box: HTMLElement) => Array.from(box.querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]'));

function placeIn(box: HTMLElement): TypingPlace | undefined {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement)) return;
  if (!box.contains(focused) || !focused.name) return;
  const text = focused instanceof HTMLSelectElement ? undefined : focused;
  return { name: focused.name, selectionStart: text?.selectionStart ?? null, selectionEnd: text?.selectionEnd ?? null };
}

/**
 * A form that is not the first thing a person needs: its stand-in is drawn (and server-rendered)
 * without the form's code, which loads when the person first points at, focuses, presses or types in
 * it, or at once when they did so before the page's script ran. The real form then takes the
 * stand-in's place with what was typed and the cursor where it was. The stand-in's button says
 * Loading… and cannot be clicked; a press on it (or Enter in a field) is kept and sent once the form is here.
 */
export function FormOnFirstUse<Props extends object>({ load, props, standIn }: FormOnFirstUseProps<Props>) {
  const box = useRef<HTMLDivElement>(null);
  const known = arrived.get(load) as ComponentType<Props> | undefined;
  const [arrival, setArrival] = useState<Arrival<Props> | undefined>(known && { Form: known, typed: {}, place: undefined, pressed: false });
  const asked = useRef(false);
  const pressed = useRef(false);

  const start = () => {
    if (asked.current || arrival) return;
    asked.current = true;
    void load().then((Form) => {
      arrived.set(load, Form);
      const stood = box.current;
      // Read and swap in one go, so nothing typed between the two is left behind in the stand-in.
      flushSync(() =>
        setArrival({
          Form,
          typed: stood ? typedValues(controlsIn(stood)) : {},
          place: stood ? placeIn(stood) : undefined,
          pressed: pressed.current,
        }),
      );
    });
  };

  // A disabled button gets no click, but Chromium still sends it the pointer's press.
  const pressOf = (event: PointerEvent<HTMLDivElement>) => {
    if (!arrival && event.target instanceof HTMLButtonElement && event.target.type === 'submit') pressed.current = true;
    start();
  };
  // Enter in a one-line field sends a form, but not while its button is disabled.
  const enterOf = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!arrival && event.key === 'Enter' && event.target instanceof HTMLInputElement) pressed.current = true;
  };

  // Typed into or focused before the page's script ran: that was the first use.
  useEffect(() => {
    const stood = box.current;
    if (stood && (placeIn(stood) || Object.keys(typedValues(controlsIn(stood))).length > 0)) start();
  });

  // The cursor goes back where it was, now in the real form's control of the same name; a press waiting is made.
  useLayoutEffect(() => {
    const place = arrival?.place;
    const control = place && box.current?.querySelector<HTMLInputElement>(`[name="${CSS.escape(place.name)}"]`);
    if (place && control) {
      control.focus();
      if (place.selectionStart !== null && place.selectionEnd !== null) control.setSelectionRange(place.selectionStart, place.selectionEnd);
    }
    if (arrival?.pressed) box.current?.querySelector('form')?.requestSubmit();
  }, [arrival]);

  const { Form } = arrival ?? {};
  return (
    <div
      ref={box}
      className="contents"
      onFocusCapture={start}
      onPointerOverCapture={start}
      onPointerDownCapture={pressOf}
      onKeyDownCapture={enterOf}
      onInputCapture={start}
    >
      {Form ? (
        <CarriedValues value={arrival?.typed ?? {}}>
          <Form {...props} />
        </CarriedValues>
      ) : (
        standIn
      )}
    </div>
  );
}
