import * as Progress from '@radix-ui/react-progress';
import { X } from 'lucide-react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';

interface UploadProgressProps {
  fileName: string;
  percent: number;
  onCancel: () => void;
}

/** How much of the file has gone, and the way to stop it. */
export function UploadProgress({ fileName, percent, onCancel }: UploadProgressProps) {
  return (
    <div className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300">
      <p id="upload-progress-label" className="flex flex-wrap justify-between gap-x-4 text-sm font-semibold text-navy-900">
        <span className="wrap-anywhere">{percent < 100 ? `Uploading ${fileName}` : `Saving ${fileName}`}</span>
        <span className="money">{percent}%</span>
      </p>
      <Progress.Root
        value={percent}
        max={100}
        aria-labelledby="upload-progress-label"
        className="mt-2 h-3 overflow-hidden rounded-full bg-navy-100 ring-1 ring-navy-300"
      >
        <Progress.Indicator
          className="h-full bg-sea-700 transition-transform duration-200 motion-reduce:transition-none"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
      <button type="button" onClick={onCancel} className={`${secondaryButtonClass} mt-4`}>
        <X aria-hidden="true" className="size-5" />
        Cancel upload
      </button>
    </div>
  );
}
