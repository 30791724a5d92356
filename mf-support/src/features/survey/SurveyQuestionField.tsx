import { useId } from 'react';
import { useField } from 'react-final-form';
import { FormControl, FormHelperText, FormLabel, Rating } from '@store/app-kit/shared-mui-page-components';
import type { SurveyQuestion } from '@store/contracts';
import { SelectInput, TextFieldInput, visibleError } from '@store/remote-kit';
import { SURVEY_TEXT } from './survey-text';

/**
 * A 1-to-5 rating: MUI's Rating is a group of radio buttons (arrow keys move between them), in a
 * fieldset whose legend is the question. Its message shows once the question was answered or
 * the form submitted, and is tied to the group by aria-describedby.
 */
function RatingQuestion({ name, question }: { name: string; question: SurveyQuestion }) {
  const { input, meta } = useField<number | null>(name);
  const error = visibleError(meta, true);
  const helpId = useId();
  return (
    <FormControl
      component="fieldset"
      required={question.required}
      error={error !== undefined}
      aria-describedby={error !== undefined ? helpId : undefined}
      sx={{ display: 'flex', my: 1.5 }}
    >
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {question.text}
      </FormLabel>
      <Rating
        name={input.name}
        value={typeof input.value === 'number' ? input.value : null}
        onChange={(_event, value) => {
          input.onChange(value);
        }}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        getLabelText={SURVEY_TEXT.ratingLabel}
        emptyLabelText={SURVEY_TEXT.ratingEmpty}
        size="large"
      />
      {error !== undefined && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** One question of the survey, by its type: rating, choice (a native select) or free text. */
export function SurveyQuestionField({ question }: { question: SurveyQuestion }) {
  const name = `answers.${question.id}`;
  if (question.type === 'rating') return <RatingQuestion name={name} question={question} />;
  if (question.type === 'choice') {
    return (
      <SelectInput
        name={name}
        label={question.text}
        placeholder={SURVEY_TEXT.choicePlaceholder}
        options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
        required={question.required}
      />
    );
  }
  return <TextFieldInput name={name} label={question.text} multiline required={question.required} />;
}
