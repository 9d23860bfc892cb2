/** The calculator island of the taiwan-club ruleset: ships this ruleset's engine only. */
import { engine } from '../../engine/taiwan-club/index.ts';
import Calculator, { type CalcProps } from './Calculator.tsx';

export default function TaiwanClubCalculator(props: CalcProps) {
  return <Calculator {...props} engine={engine} />;
}
