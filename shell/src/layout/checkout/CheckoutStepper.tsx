import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useBusState } from '@store/app-kit';
import { CHECKOUT_STEPS, stepperActiveIndex } from '../frame/frame-rules';

/**
 * The checkout header's four steps. The step is the checkout remote's, published as
 * `checkout-step-changed`; the shell only shows it (active index = step − 1, at least 0).
 */
export function CheckoutStepper() {
  const step = useBusState('cart:checkout-step-changed')?.step;
  const active = stepperActiveIndex(step);
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Stepper
      activeStep={active}
      alternativeLabel={narrow}
      aria-label="Pasos del pago"
      data-active-step={active}
      sx={{ flex: 1, maxWidth: 720, '& .MuiStepLabel-label': { fontSize: narrow ? '0.75rem' : undefined } }}
    >
      {CHECKOUT_STEPS.map((label, index) => (
        <Step key={label} completed={index < active}>
          <StepLabel slotProps={{ label: { 'aria-current': index === active ? 'step' : undefined } }}>
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
