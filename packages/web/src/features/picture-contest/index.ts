/** The photo contest's public entry: its page, composed by `app/routes/picture-contest.tsx`. */
export { PictureContest } from './components/picture-contest.tsx';
