import { useStore } from '@nanostores/react';
import { $quotedProgramme } from '../../stores/stay-programme';

/** 'Your stay includes': the offer's own programme, then that of the stay the booking panel quoted. */
export default function StayIncludes({ lines }: { lines: readonly string[] }) {
  const quoted = useStore($quotedProgramme);
  return (
    <ul>
      {(quoted?.lines ?? lines).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
