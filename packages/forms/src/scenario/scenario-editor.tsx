import type { ComboboxOption } from '@readyteams/ui';
import * as React from 'react';
import type { CreateOption } from '../lib/creatable-select-field';
import { defaultScenarioSlides } from './default-template';
import { emptyPublishValues, type PublishValues } from './publish-schema';
import {
  toScenarioPayload,
  uploadScenarioFiles,
  type ScenarioFormValues,
  type ScenarioPayload,
} from './scenario-mappers';
import { ScenarioPublishForm, type UploadState } from './scenario-publish-form';
import { SlideEditor } from './slide-editor';

type ScenarioEditorProps = {
  /** Create (POST body with status 'draft', isDemo false, rating 0) or edit (PATCH body). */
  mode?: 'create' | 'edit';
  /** Both steps' values; a new scenario starts from the default template. See scenarioToFormValues. */
  defaultValues?: Partial<ScenarioFormValues>;
  /** Scenario categories as {value: id, label: category}. */
  categories: ComboboxOption[];
  /** Scenario tags as {value: id, label: tag}. */
  tags: ComboboxOption[];
  /** Companies (customer/source) as {value: id, label: name}. */
  companies: ComboboxOption[];
  /** Stores a category typed in the field and answers it; without it no new category can be typed. */
  onCreateCategory?: CreateOption;
  /** Stores a tag typed in the field and answers it; without it no new tag can be typed. */
  onCreateTag?: CreateOption;
  /** Whether the Private/Public switch may be turned to Public (operator admins only). */
  allowPublic?: boolean;
  /**
   * Uploads a new thumbnail or video and answers its stored address; runs before onSubmit. It reports how far the
   * transfer has got (0 to 1) through `onProgress`, which the Publish step shows.
   */
  uploadFile: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Receives the scenario body of the contract; a rejection shows 'Failed to submit scenario' (or its message). */
  onSubmit: (payload: ScenarioPayload) => Promise<void>;
  /** An error to show above the buttons, from the caller (the server's message). */
  serverError?: string | null;
  /** The author named under the Publish Scenario heading. */
  userName?: string;
  /** The date shown under the heading (stories pin it). */
  today?: Date;
  /** Classes added to the form; where they conflict with its own, yours win. */
  className?: string;
};

function initialValues(defaultValues: Partial<ScenarioFormValues> | undefined): ScenarioFormValues {
  return { ...emptyPublishValues, slides: defaultScenarioSlides(), ...defaultValues };
}

/**
 * The two-step scenario flow: slides (step 1), then 'Publish Scenario' (step 2). Back keeps everything;
 * Publish uploads new files first, sends the payload, then starts over with the initial values.
 */
function ScenarioEditor({
  mode = 'create',
  defaultValues,
  uploadFile,
  onSubmit,
  ...publishProps
}: ScenarioEditorProps) {
  const [values, setValues] = React.useState(() => initialValues(defaultValues));
  const [step, setStep] = React.useState<1 | 2>(1);
  // Remounts the slide editor after a reset, so it starts from the initial values again.
  const [round, setRound] = React.useState(0);
  const { slides, ...publish } = values;
  // A file is uploaded once, so a retry after a failed save does not upload it again.
  const uploads = React.useRef(new Map<File, string>());
  // The file being uploaded and how far it has got (a large video takes a while before the save itself).
  const [upload, setUpload] = React.useState<UploadState | null>(null);
  const uploadOnce = async (file: File) => {
    const known = uploads.current.get(file);
    if (known) return known;
    setUpload({ name: file.name, fraction: 0 });
    try {
      const url = await uploadFile(file, (fraction) => setUpload({ name: file.name, fraction }));
      uploads.current.set(file, url);
      return url;
    } finally {
      setUpload(null);
    }
  };

  if (step === 1) {
    return (
      <SlideEditor
        key={round}
        mode={mode}
        scenarioTitle={values.title}
        defaultValues={{ slides }}
        className={publishProps.className}
        onSubmit={(next) => {
          setValues((current) => ({ ...current, slides: next.slides }));
          setStep(2);
        }}
      />
    );
  }

  return (
    <ScenarioPublishForm
      {...publishProps}
      upload={upload}
      defaultValues={publish}
      onBack={(next: PublishValues) => {
        setValues((current) => ({ ...current, ...next }));
        setStep(1);
      }}
      onSubmit={async (next) => {
        const uploaded = await uploadScenarioFiles({ ...next, slides }, uploadOnce);
        await onSubmit(toScenarioPayload(uploaded, mode === 'edit' ? 'update' : 'create'));
        setValues(initialValues(defaultValues));
        setRound((current) => current + 1);
        setStep(1);
      }}
    />
  );
}

export { ScenarioEditor, type ScenarioEditorProps };
