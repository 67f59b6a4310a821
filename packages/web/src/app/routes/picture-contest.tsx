import { useParams } from 'react-router';
import { PictureContest } from '../../features/picture-contest/index.ts';

/** Spec 1 §2.1, spec 3 "Photo contest": `picture-contest/{year?}`. */
export default function PictureContestRoute() {
  const { year } = useParams();
  return <PictureContest year={year === undefined ? undefined : Number(year)} />;
}
