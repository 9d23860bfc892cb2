/** The calculator island of the riichi ruleset: ships this ruleset's engine only. */
import { engine } from '../../engine/riichi/index.ts';
import Calculator, { type CalcProps } from './Calculator.tsx';

export default function RiichiCalculator(props: CalcProps) {
  return <Calculator {...props} engine={engine} />;
}
