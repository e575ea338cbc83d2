import { Flame, Truck, Wrench, Zap, type LucideIcon } from 'lucide-react';

export interface QuoteCategory {
  id: 'maintenance' | 'fabrication' | 'electrical' | 'logistics';
  /** Becomes the project title when the category is picked. */
  title: string;
  line: string;
  /** Listed on the card and in the description pre-filled for an empty one. */
  examples: readonly string[];
  icon: LucideIcon;
}

export const quoteCategories: readonly QuoteCategory[] = [
  {
    id: 'maintenance',
    title: 'Maintenance & Repair',
    line: 'Keep the boat working between hitches, alongside our dock or on location.',
    examples: ['Hull repairs', 'Engine service', 'Deck machinery'],
    icon: Wrench,
  },
  {
    id: 'fabrication',
    title: 'Fabrication & Welding',
    line: 'Certified welders in our 80 × 60 ft hangar shop or on your deck.',
    examples: ['Steel structures', 'Custom fabrication', 'Certified welding'],
    icon: Flame,
  },
  {
    id: 'electrical',
    title: 'Electrical & Automation',
    line: 'Marine electricians for shore power, switchboards and controls.',
    examples: ['Power systems', 'Control panels', 'Navigation and automation'],
    icon: Zap,
  },
  {
    id: 'logistics',
    title: 'Logistics & Supply',
    line: 'People, groceries and parts where the vessel is, 24 hours a day.',
    examples: ['Crew changes', 'Groceries', 'Transport'],
    icon: Truck,
  },
];

/** The starting description for a picked category: its examples, ready for the visitor's details. */
export const categoryDescription = (category: QuoteCategory) =>
  `${category.title} needed. Scope may include: ${category.examples.map((example) => example.toLowerCase()).join(', ')}.`;
