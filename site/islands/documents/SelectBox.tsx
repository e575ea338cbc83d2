/** The box that picks a document for a bulk change, named by the document's title. */
export function SelectBox({ title, checked, onChange }: { title: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-5 accent-sea-700" />
      <span className="sr-only">Select {title}</span>
    </label>
  );
}
