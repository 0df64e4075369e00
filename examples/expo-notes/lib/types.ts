export interface Note {
  id: string
  title: string
  body: string
  updatedAt: string
}
