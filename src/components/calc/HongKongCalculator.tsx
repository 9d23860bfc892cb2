/** The calculator island of the hong-kong ruleset: ships this ruleset's engine only. */
import { engine } from '../../engine/hong-kong/index.ts';
import Calculator, { type CalcProps } from './Calculator.tsx';

export default function HongKongCalculator(props: CalcProps) {
  return <Calculator {...props} engine={engine} />;
}
