import { Check } from 'lucide-react';
import { quoteCategories, type QuoteCategory } from './quote-categories.ts';

interface Props {
  selected: QuoteCategory['id'] | null;
  onSelect: (category: QuoteCategory) => void;
}

/** Four toggle buttons, one pressed at a time; each is named by its whole visible text (title, line and examples). */
export function CategoryPicker({ selected, onSelect }: Props) {
  return (
    <fieldset aria-labelledby="quote-category-heading" className="min-w-0">
      <h2 id="quote-category-heading" className="text-xl font-bold">
        What kind of work is it?
      </h2>
      <p className="mt-1 text-navy-600">Pick one to start the project title and description. You can change both below.</p>
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {quoteCategories.map((category) => {
          const pressed = category.id === selected;
          const Icon = category.icon;
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(category)}
              className={`relative flex flex-col rounded-xl p-5 text-left transition-colors ${
                pressed ? 'bg-sea-100 ring-2 ring-sea-700' : 'bg-white ring-1 ring-navy-900/15 hover:ring-sea-700'
              }`}
            >
              <span
                className={`inline-flex size-11 items-center justify-center rounded-lg ${
                  pressed ? 'bg-sea-700 text-white' : 'bg-sea-100 text-sea-800'
                }`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {pressed && <Check aria-hidden="true" className="absolute top-4 right-4 size-5 text-sea-800" />}
              <span className="mt-4 text-lg font-bold">{category.title}</span>{' '}
              <span className="mt-1 text-sm text-navy-600">{category.line}</span>{' '}
              <span className="mt-3 text-sm font-semibold text-navy-700">{category.examples.join(' · ')}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
